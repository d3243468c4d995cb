// Every stylesheet of the site, imported by the root layouts only (app/[lang]/layout.tsx,
// app/global-not-found.tsx): the build makes them one file, /_next/static/css/<hash>.css, that
// every page links and a phone keeps (immutable) from its first page on (issue 35). Each file
// still sits beside what it styles; order matters only in that globals.css comes first and
// print.css last (its rules override the screen's, whichever file they are in).
//
// Not inlined by Next (next.config.mjs): Next writes an inlined stylesheet twice, in a <style>
// and again in the page's React payload, and a phone parsed and laid out both as the page
// arrived. Linked once, a department page's HTML fell from 19.0 to 8.5 KB gzip and its
// main-thread work at CPU ÷ 4 by about a sixth. A page the cache keeps carries the rules its own
// elements use in its <head> and links the file at the end of its <body>, so that it paints
// from its HTML alone (lib/page-cache/first-paint-css.mjs, issue 52).
import './globals.css';
import '@/components/layout/context-page.css';
import '@/components/share/share.css';
import '@/components/content/data-table.css';
import '@/components/home/hero-slider.css';
import './[lang]/home.css';
import './[lang]/(admission)/guides.css';
import './[lang]/ContactUs/contact.css';
import './[lang]/FacilitiesHome/facilities.css';
import './[lang]/ProgrammeFinder/finder.css';
import './[lang]/offline/offline.css';
import './print.css';
