// Every stylesheet of the site, imported by the root layouts only: the build makes one file that
// every page links (not inlined: Next would write it twice, in a <style> and the React payload).
// The built file keeps this order, the cascade's (globals first, app/languages.css after what it
// overrides, print.css last), only while each path sorts before every client component the
// layouts reach (components/layout/hydration-signal.tsx …): Next's webpack build sorts a layout's
// CSS among those by path, and a file after one moves or splits the sheet (docs/performance.md).
// Hence components/layout/header*.css, not site-header.css; share.css, the one file past them, is
// imported where the build puts it. __tests__/app/site-styles.test.ts checks the paths.
import './globals.css';
import './[lang]/layout.css';
import '@/components/layout/header.css';
import '@/components/layout/header-menu.css';
import '@/components/layout/banner.css';
import '@/components/layout/footer.css';
import '@/components/content/content.css';
import '@/components/content/feed-links.css';
import '@/components/content/site-image.css';
import '@/components/content/card-grid.css';
import '@/components/content/person-message.css';
import '@/components/content/statements.css';
import '@/components/layout/header-search.css';
import './[lang]/search/results.css';
import '@/components/layout/breadcrumbs.css';
import './languages.css';
import '@/components/layout/header-phone.css';
import '@/components/layout/context-page.css';
import '@/components/content/data-table.css';
import '@/components/home/hero-slider.css';
import './[lang]/home.css';
import '@/components/home/hero-slider-look.css';
import '@/components/home/about-section.css';
import '@/components/home/video-facade.css';
import '@/components/home/information-banner.css';
import '@/components/home/campus-life.css';
import '@/components/home/facts-section.css';
import './[lang]/home-phone.css';
import '@/components/home/home-popup.css';
import '@/components/home/find-programme.css';
import './[lang]/(admission)/guides.css';
import './[lang]/ContactUs/contact.css';
import './[lang]/FacilitiesHome/facilities.css';
import './[lang]/ProgrammeFinder/finder.css';
import './[lang]/offline/offline.css';
import '@/components/share/share.css';
import './print.css';
