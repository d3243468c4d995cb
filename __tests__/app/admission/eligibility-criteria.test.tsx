/** @jest-environment node */
import { existsSync } from 'node:fs';
import EligibilityCriteriaPage from '@/app/[lang]/(admission)/EligibilityCriteria/page';
import { renderHtml } from '../../support/render';
import { shownText } from '../helpers';

describe('/EligibilityCriteria', () => {
  it('requires at least 60% in HSC-I (annual 2024), or HSC-II up to 2022, for the BE programme', async () => {
    const view = renderHtml(await EligibilityCriteriaPage());
    const be = shownText(view.getByRole('heading', { name: /\bBE\b/ }).closest('section'));

    expect(be).toMatch(/at least 60% marks in HSC Part-I \(annual examination 2024\)/i);
    expect(be).toMatch(/HSC Part-II[^.]*2022 or earlier/);
  });

  it('requires at least 50% for the BS programme', async () => {
    const view = renderHtml(await EligibilityCriteriaPage());
    const bs = shownText(view.getByRole('heading', { name: /\bBS\b/ }).closest('section'));
    expect(bs).toMatch(/at least 50% marks/i);
  });

  it('shows the criteria image with an alt text that states them', async () => {
    const view = renderHtml(await EligibilityCriteriaPage());
    const image = view.getByRole('img');

    expect(image.getAttribute('alt')).toBe(
      'Minimum marks: 60% for BE programmes and 50% for BS programmes, in HSC-I (annual 2024) or HSC-II passed up to 2022.',
    );
    const src = image.getAttribute('src') ?? '';
    expect(src).toBe('/images/eligibility-criteria.svg');
    expect(existsSync(`${process.cwd()}/public${src}`)).toBe(true);
  });
});
