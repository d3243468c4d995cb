import type { ReactNode } from 'react';

// Every department page is rendered on its first request and then served from the ISR cache. Each
// page draws its own breadcrumbs, banner and side menu (components/layout/section-page.tsx), so
// that the menu can mark it and follow its content on a phone.
export function generateStaticParams() {
  return [];
}

export default function DepartmentLayout({ children }: { children: ReactNode }) {
  return children;
}
