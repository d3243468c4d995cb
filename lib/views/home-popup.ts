export const POPUP_SEEN_KEY = 'home-popup-closed';

/** The popup's inline script: opens its <dialog> once a session while the HTML is parsed. */
export const OPEN_POPUP_NOW = `(function(d,k){if(!d||!d.showModal||d.open)return;try{if(sessionStorage.getItem(k))return}catch(e){}d.addEventListener('close',function(){try{sessionStorage.setItem(k,'1')}catch(e){}});d.addEventListener('click',function(e){if(e.target===d)d.close()});d.showModal()})(document.currentScript&&document.currentScript.previousElementSibling,'${POPUP_SEEN_KEY}')`;
