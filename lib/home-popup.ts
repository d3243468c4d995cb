// The home page's popup (components/home/home-popup.tsx) and its inline script.

/** Remembers for the browser session that the visitor closed the popup, so it does not nag. */
export const POPUP_SEEN_KEY = 'home-popup-closed';

/**
 * The popup's one script (issue 35: it needs no React). Placed inline right after the <dialog>,
 * it runs while the HTML is still being parsed, not after the page's scripts have loaded: on a
 * slow phone the announcement appears at once, and its (preloaded) image is not a late paint.
 * It opens the dialog once per browser session (also where storage is refused), remembers when
 * it is closed, and closes it on a click on the backdrop; the close button is a dialog form
 * button and Escape is the dialog's own, so both work even before this line runs.
 */
export const OPEN_POPUP_NOW = `(function(d,k){if(!d||!d.showModal||d.open)return;try{if(sessionStorage.getItem(k))return}catch(e){}d.addEventListener('close',function(){try{sessionStorage.setItem(k,'1')}catch(e){}});d.addEventListener('click',function(e){if(e.target===d)d.close()});d.showModal()})(document.currentScript&&document.currentScript.previousElementSibling,'${POPUP_SEEN_KEY}')`;
