import Link from 'next/link';
import { PageBanner } from '@/components/layout/page-banner';

export const metadata = { title: 'Page not found' };

export default function NotFound() {
  return (
    <>
      <PageBanner title="Page not found" />
      <div className="container page-content">
        <p>The page you asked for does not exist, or its link is incomplete.</p>
        <p>
          <Link href="/">Go to the home page</Link> or use the menu above to find what you are looking for.
        </p>
      </div>
    </>
  );
}
