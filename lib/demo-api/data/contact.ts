import type { ContactRow, ProspectusRow } from '@/lib/appapi/types';
import { FILES } from './files';
import { EMAIL_DOMAIN } from './shared';

export function contactRows(): ContactRow[] {
  return [
    {
      CONTACT_ADD:
        'Kirthar University of Science & Technology, Kirthar Road, Dadu 76200, Sindh, Pakistan',
      CONTACT_EMAIL: `info@${EMAIL_DOMAIN}`,
      CONTACT_NO: '+92 301 4710 100',
      CONTACT_NO_2: '+92 25 4710 100',
      CONTACT_WEBSITE: 'https://www.kust.example.edu.pk',
      FB_LINK: 'https://www.facebook.com/kust.example',
      YT_LINK: 'https://www.youtube.com/@kust.example',
      // Empty on purpose: social links show only when present.
      TW_LINK: '',
      LD_LINK: 'https://www.linkedin.com/school/kust-example',
    },
  ];
}

/**
 * PROSPECTUS_GET as the real backend answers it: wrapped in `d`, a first entry without a
 * file, and a padded path with spaces (the site takes the first entry with a file, trims it
 * and URL-encodes it — docs/behaviour.md, Backend replies).
 */
export function prospectusReply(): { d: ProspectusRow[] } {
  return { d: [{ PROSPECTUS_FILE: '' }, { PROSPECTUS_FILE: `  ${FILES.prospectus}  ` }] };
}
