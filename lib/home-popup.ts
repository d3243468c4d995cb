export const POPUP_SEEN_KEY = 'home-popup-closed';

/**
 * The home popup's script, inline after its <dialog> so it runs as the HTML is parsed, no React:
 * opens the dialog once a browser session, and closes it on the backdrop.
 */
export const OPEN_POPUP_NOW = `(function(d,k){if(!d||!d.showModal||d.open)return;try{if(sessionStorage.getItem(k))return}catch(e){}d.addEventListener('close',function(){try{sessionStorage.setItem(k,'1')}catch(e){}});d.addEventListener('click',function(e){if(e.target===d)d.close()});d.showModal()})(document.currentScript&&document.currentScript.previousElementSibling,'${POPUP_SEEN_KEY}')`;
