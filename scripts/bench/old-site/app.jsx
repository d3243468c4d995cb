/* eslint-disable @next/next/no-html-link-for-pages, @next/next/no-img-element -- not a Next app: the old site, as it was */
// A stand-in for the old site (issue 35's phone table): the client-rendered React app the spec
// describes, as faithful as a bench needs. The server sends an empty page; the browser loads one
// bundle (React, React DOM, react-router, this file), then asks the backend for every part of the
// page it shows (with the key in the bundle, as the old site did), and renders "Loading..." until
// each reply arrives. Its routes are the bench's route types: /, /DptHome, /Faculty, /Programs.
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes, useSearchParams } from 'react-router';

const KEY = 'kust-demo-key';
const FACULTY_CATEGORY = '1';

/** The spec's one shared helper: POST {host}/AppAPI.asmx/{fn}, form-encoded, JSON back. */
async function callApi(fn, fields = {}) {
  try {
    const response = await fetch(`/AppAPI.asmx/${fn}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ authKey: KEY, ...fields }),
    });
    if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
    const reply = await response.json();
    return Array.isArray(reply) ? reply : Array.isArray(reply?.d) ? reply.d : [];
  } catch (error) {
    console.error('API Request failed: ', error);
    return [];
  }
}

/** Rows of one call, null while loading (a new call or fields start loading again). */
function useRows(fn, fields) {
  const key = `${fn}:${JSON.stringify(fields ?? {})}`;
  const [reply, setReply] = useState({ key: null, rows: null });
  useEffect(() => {
    let live = true;
    callApi(fn, fields).then((rows) => live && setReply({ key, rows }));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return reply.key === key ? reply.rows : null;
}

const Loading = () => <p className="loading">Loading...</p>;

function Header() {
  const faculties = useRows('FACULTY_GET');
  const admin = useRows('DPT_NAME_GET_ADMIN');
  const prospectus = useRows('PROSPECTUS_GET');
  const [open, setOpen] = useState(false);
  const file =
    prospectus?.find((row) => row.PROSPECTUS_FILE)?.PROSPECTUS_FILE ?? '/placeholder.pdf';
  return (
    <header className="header">
      <div className="top">
        <Link to="/" className="logo">
          KUST
        </Link>
        <a href="/AboutUs">About Us</a> <a href="/FacilitiesHome">Facilities</a> <a>Tenders</a>{' '}
        <a href="/ContactUs">Contact Us</a>
        <button type="button" className="menu-button" onClick={() => setOpen(!open)}>
          Menu
        </button>
      </div>
      <nav className={open ? 'nav open' : 'nav'}>
        <Link to="/">Home</Link>
        <details>
          <summary>Academics</summary>
          {faculties === null ? (
            <Loading />
          ) : (
            faculties.map((row) => (
              <a key={row.FACULTY_ID} href={`/FacHome?id=${row.FACULTY_ID}`}>
                {row.FACULTY_NAME}
              </a>
            ))
          )}
        </details>
        <details>
          <summary>Administration</summary>
          {admin === null ? (
            <Loading />
          ) : (
            admin.map((row) => (
              <Link key={row.DeptID} to={`/DptHome?id=${row.DeptID}`}>
                {row.DeptTitle}
              </Link>
            ))
          )}
        </details>
        <details>
          <summary>Admissions</summary>
          <a href="/AdmissionHome">About Admission</a>
          <a href={file} target="_blank" rel="noreferrer">
            Prospectus
          </a>
        </details>
        {[
          ['ORIC', 'DEP-000025'],
          ['QEC', 'DEP-000026'],
          ['SAMC', 'DEP-000027'],
          ['SFAO', 'DEP-000022'],
          ['PGS', 'DEP-000039'],
        ].map(([label, id]) => (
          <Link key={id} to={`/DptHome?id=${id}`}>
            {label}
          </Link>
        ))}
        <Link to="/">Careers</Link>
        <a href="/NewsEvents">News &amp; Events</a>
      </nav>
    </header>
  );
}

function Footer() {
  const contact = useRows('CONTACT_GET');
  const faculties = useRows('FACULTY_GET');
  const row = contact?.[0];
  return (
    <footer className="footer">
      <section>
        <h2>Contact</h2>
        {row ? (
          <p>
            {row.CONTACT_ADD}
            <br />
            {row.CONTACT_NO}
            <br />
            {row.CONTACT_EMAIL}
          </p>
        ) : (
          <p>Loading contact information...</p>
        )}
      </section>
      <section>
        <h2>Academics</h2>
        {faculties?.map((faculty) => (
          <a key={faculty.FACULTY_ID} href={`/FacHome?id=${faculty.FACULTY_ID}`}>
            {faculty.FACULTY_NAME}
          </a>
        ))}
      </section>
      <p>
        © {new Date().getFullYear()} Kirthar University of Science &amp; Technology. All rights
        reserved.
      </p>
    </footer>
  );
}

function Banner({ id }) {
  const rows = useRows('DPT_FACULTY_NAME_GET', { ID: id, Typ: id.includes('DEP') ? 'DEPT' : '' });
  const title = rows?.[0]?.TITLE ?? rows?.[0]?.DeptTitle ?? '';
  return (
    <div className="banner">
      <h1>{title.toUpperCase()}</h1>
    </div>
  );
}

function SideMenu({ id }) {
  const rows = useRows('DPT_NAME_GET', { ID: id });
  if (rows === null) return <Loading />;
  const links = [
    'DptHome',
    'Faculty',
    'Programs',
    'Downloads',
    'Events',
    'Seminars',
    'PEOS',
    'PLOS',
    'ChairmanMessage',
    'MissionVision',
    'ResearchProjects',
    'Publications',
  ];
  return (
    <nav className="side">
      <h2>Related Links</h2>
      {links.map((name) => (
        <Link key={name} to={`/${name}?id=${id}`}>
          {name}
        </Link>
      ))}
    </nav>
  );
}

function Home() {
  const popup = useRows('HOME_POPUP_GET');
  const slides = useRows('HOME_SLIDER_GET');
  const about = useRows('HOME_ABOUT_GET');
  const information = useRows('DPT_INFORMATION_GET');
  const events = useRows('HOME_EVENT_GET');
  const news = useRows('HOME_NEWS_GET');
  const campus = useRows('HOME_CAMPUS_GET');
  const facts = useRows('HOME_FACT_GET');
  const [popupOpen, setPopupOpen] = useState(true);
  const first = about?.[0];
  return (
    <>
      {popupOpen && popup?.[0]?.HOME_POPUP_IMG && (
        <div className="popup" onClick={() => setPopupOpen(false)}>
          <img src={popup[0].HOME_POPUP_IMG} alt="Announcement" width="400" height="500" />
        </div>
      )}
      <div className="slider">
        {slides === null ? (
          <Loading />
        ) : (
          slides[0] && <img src={slides[0].SLIDER_IMG} alt="" width="1200" height="600" />
        )}
      </div>
      <section>
        {first ? (
          <>
            <h2>{first.ABOUT_TITLE}</h2>
            <p className="clamp">{first.ABOUT_DESC ?? 'No description available.'}</p>
          </>
        ) : (
          <p>Please wait, loading description...</p>
        )}
      </section>
      <section>
        {information?.[0] ? <h2>{information[0].INFORMATION_TITLE}</h2> : <Loading />}
      </section>
      <section>
        <h2>Latest Events</h2>
        {events === null ? (
          <Loading />
        ) : (
          events.slice(0, 4).map((event, index) => (
            <article key={index}>
              <h3>{event.EVENT_TITLE}</h3>
              <p>{event.EVENT_DATE}</p>
            </article>
          ))
        )}
      </section>
      <section>
        <h2>Vice Chancellor&apos;s Message</h2>
        <p>{first?.VC_MESSAGE ?? 'Message is not available at the moment.'}</p>
        <p>{first?.VC_NAME ?? 'N/A'}</p>
      </section>
      <section>
        <h2>Campus Life</h2>
        {campus?.map((row, index) => (
          <figure key={index}>
            <img src={row.CAMPUS_IMG} alt="" width="300" height="200" loading="lazy" />
            <figcaption>{row.CAMPUS_TITLE}</figcaption>
          </figure>
        ))}
      </section>
      <section>
        <h2>News Updates</h2>
        {news?.map((row, index) => (
          <article key={index}>
            <h3>{row.NEWS_TITLE}</h3>
            <p>{row.NEWS_DATE}</p>
          </article>
        ))}
      </section>
      <section>
        <h2>Important Facts</h2>
        {facts?.map((row, index) => (
          <p key={index}>
            {row.FACT_NO} {row.FACT_TITLE}
          </p>
        ))}
      </section>
    </>
  );
}

function DepartmentPage({ children }) {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return (
    <>
      <Banner id={id} />
      <div className="with-side">
        <div className="content">{children(id)}</div>
        <SideMenu id={id} />
      </div>
    </>
  );
}

function DepartmentHome({ id }) {
  const about = useRows('DPT_ABOUT_GET', { ID: id });
  const programmes = useRows('DEPARTMENT_PROGRAMS_GET', { DeptID: id });
  const title = about?.[0]?.DeptTitle ?? '';
  const offered = programmes?.filter((row) => row.PGM_TITLE && row.DeptID === id) ?? null;
  return (
    <>
      <section>
        <h2>About {title}</h2>
        {about === null ? (
          <Loading />
        ) : (
          <p>{about[0]?.ABOUT_DESC ?? 'About is not available at the moment.'}</p>
        )}
      </section>
      <section>
        <h2>Programs Offered</h2>
        {offered === null ? (
          <Loading />
        ) : offered.length === 0 ? (
          <p>No programs found for this department.</p>
        ) : (
          <ol>
            {offered.map((row) => (
              <li key={row.PGM_ID}>
                <Link to={`/ProHome?id=${row.PGM_ID}`}>{row.PGM_TITLE}</Link>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}

function FacultyTable({ id }) {
  const rows = useRows('DPT_EMP_GET', { ID: id, CatID: FACULTY_CATEGORY });
  if (rows === null) return <Loading />;
  if (rows.length === 0) return <p>No faculty data available.</p>;
  return (
    <table>
      <thead>
        <tr>
          <th>Picture</th>
          <th>Name</th>
          <th>Designation</th>
          <th>Email</th>
          <th>Contact No</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            <td>
              {row.Photo ? (
                <img src={row.Photo} alt={row.FirstName ?? ''} width="64" height="64" />
              ) : (
                'No Image Available'
              )}
            </td>
            <td>{row.FirstName ?? 'N/A'}</td>
            <td>{row.DesTitle ?? 'N/A'}</td>
            <td>{row.Email ?? 'N/A'}</td>
            <td>{row.Mobile ?? 'N/A'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function CourseScheme({ id }) {
  const rows = useRows('DPT_PROGRAMS_GET', { ID: id });
  if (rows === null) return <Loading />;
  const years = [...new Set(rows.map((row) => row.YEAR_TITLE))];
  return years.map((year) => {
    const courses = rows.filter((row) => row.YEAR_TITLE === year);
    const total = (key) => courses.reduce((sum, row) => sum + (Number(row[key]) || 0), 0);
    return (
      <section key={year}>
        <h2>{year}</h2>
        <table>
          <thead>
            <tr>
              <th>S. No.</th>
              <th>Course Code</th>
              <th>Course Title</th>
              <th>Th</th>
              <th>Lab</th>
              <th>Total Cr. Hrs</th>
            </tr>
          </thead>
          <tbody>
            {courses.map((row, index) => (
              <tr key={index}>
                <td>{index + 1}</td>
                <td>{row.CODE}</td>
                <td>{row.COURSE_TITLE}</td>
                <td>{row.THEORY}</td>
                <td>{row.LAB}</td>
                <td>{(Number(row.THEORY) || 0) + (Number(row.LAB) || 0)}</td>
              </tr>
            ))}
            <tr>
              <td colSpan="3">Total</td>
              <td>{total('THEORY')}</td>
              <td>{total('LAB')}</td>
              <td>{total('THEORY') + total('LAB')}</td>
            </tr>
          </tbody>
        </table>
      </section>
    );
  });
}

const CSS = `body{margin:0;font-family:system-ui,sans-serif;color:#1d2733}a{color:#0b5d3b;margin:0 .4rem}
.header .top{display:flex;flex-wrap:wrap;gap:.5rem;padding:.5rem;background:#063d27}.header .top a,.logo{color:#fff}
.nav{display:flex;flex-wrap:wrap;gap:.5rem;padding:.5rem;background:#0b5d3b}.nav a,.nav summary{color:#fff}
@media (max-width:768px){.nav{display:none}.nav.open{display:block}}.banner{background:#0e6e46;color:#fff;padding:2rem 1rem}
.with-side{display:grid;grid-template-columns:minmax(0,1fr);padding:1rem}@media (min-width:769px){.with-side{grid-template-columns:3fr 1fr}}
.side a{display:block}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:.25rem}img{max-width:100%;height:auto}
.popup{position:fixed;inset:0;background:rgb(0 0 0/.6);display:grid;place-items:center}.popup img{max-width:90vw}
.clamp{display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:7;overflow:hidden}.footer{background:#063d27;color:#fff;padding:1rem}.footer a{color:#fff;display:block}`;

function App() {
  return (
    <BrowserRouter>
      <Header />
      <main>
        <Routes>
          <Route path="/" element={<Home />} />
          <Route
            path="/DptHome"
            element={<DepartmentPage>{(id) => <DepartmentHome id={id} />}</DepartmentPage>}
          />
          <Route
            path="/Faculty"
            element={<DepartmentPage>{(id) => <FacultyTable id={id} />}</DepartmentPage>}
          />
          <Route
            path="/Programs"
            element={<DepartmentPage>{(id) => <CourseScheme id={id} />}</DepartmentPage>}
          />
          <Route path="*" element={<p>Page not found.</p>} />
        </Routes>
      </main>
      <Footer />
    </BrowserRouter>
  );
}

const style = document.createElement('style');
style.textContent = CSS;
document.head.append(style);
createRoot(document.getElementById('root')).render(<App />);
