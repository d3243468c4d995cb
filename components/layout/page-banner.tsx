type PageBannerProps = { title: string };

/** The title banner of spec §2; the title shows in upper case. */
export function PageBanner({ title }: PageBannerProps) {
  return (
    <div className="page-banner">
      <div className="container">
        <h1 className="page-banner__title">{title}</h1>
      </div>
    </div>
  );
}
