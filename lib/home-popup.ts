// Shared by the popup component and the home page's inline opener.

/** Remembers for the browser session that the visitor closed the popup, so it does not nag. */
export const POPUP_SEEN_KEY = 'home-popup-closed';

/**
 * Opens the popup while the HTML is still being parsed, not after the page's scripts have
 * loaded: on a slow phone the announcement appears at once, and its (preloaded) image is not a
 * late paint. Placed inline right after the <dialog>.
 */
export const OPEN_POPUP_NOW = `(function(d,k){try{if(!sessionStorage.getItem(k)&&d&&d.showModal&&!d.open){d.addEventListener('close',function(){sessionStorage.setItem(k,'1')});d.showModal()}}catch(e){}})(document.currentScript&&document.currentScript.previousElementSibling,'${POPUP_SEEN_KEY}')`;
