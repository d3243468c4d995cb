export const POPUP_SEEN_KEY = 'home-popup-closed';

/**
 * The popup's inline script, after the page's content in the HTML: opens its <dialog> once a
 * session, in the first frame after the content has painted. Opened while the page was parsed, its
 * focus and inert backdrop laid the page out again before the content could paint.
 */
export const OPEN_POPUP_AFTER_CONTENT = `(function(d,k){if(!d||!d.showModal)return;try{if(sessionStorage.getItem(k))return}catch(e){}function show(){if(d.open)return;d.addEventListener('close',function(){try{sessionStorage.setItem(k,'1')}catch(e){}});d.addEventListener('click',function(e){if(e.target===d)d.close()});d.showModal()}requestAnimationFrame(function(){setTimeout(show)})})(document.currentScript&&document.currentScript.previousElementSibling,'${POPUP_SEEN_KEY}')`;
