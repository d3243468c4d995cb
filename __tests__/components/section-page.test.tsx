/** @jest-environment node */
import PEOSPage from '@/app/[lang]/department/[id]/PEOS/page';
import { getDepartmentName, getPeos } from '@/lib/appapi/department';
import type { DepartmentNameRow, PeoRow } from '@/lib/appapi/types';
import { stubBackend, withNockBackend } from '../support/appapi';
import { idProps, renderHtml } from '../support/render';
import { menuOutline } from '../app/helpers';

// A section page asks for its side menu beside its own data, not after it: a page waits on the
// backend once, not twice.

jest.mock('@/lib/appapi/department', () => ({
  ...jest.requireActual('@/lib/appapi/department'),
  getPeos: jest.fn(),
  getDepartmentName: jest.fn(),
}));

withNockBackend();

/** A promise and the function that settles it, for a reply the test hands over when it chooses. */
function held<T>() {
  let settle!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (settle = resolve));
  return { promise, settle };
}

it("asks for the page's own data and its side menu's before either has answered", async () => {
  stubBackend({});
  const peos = held<PeoRow[]>();
  const department = held<DepartmentNameRow | null>();
  jest.mocked(getPeos).mockReturnValue(peos.promise);
  jest.mocked(getDepartmentName).mockReturnValue(department.promise);

  const page = PEOSPage(idProps('DEP-000001'));
  for (let turn = 0; turn < 20; turn += 1) {
    if (jest.mocked(getDepartmentName).mock.calls.length > 0) break;
    await new Promise((resolve) => setImmediate(resolve));
  }
  expect(jest.mocked(getPeos).mock.calls).toEqual([['DEP-000001']]);
  expect(jest.mocked(getDepartmentName)).toHaveBeenCalledWith('DEP-000001');

  peos.settle([{ PEOS_TITLE: 'Graduates practise computing ethically.' }]);
  department.settle({ TITLE: 'Computer Science', IsAcademic: '1' });
  const view = renderHtml(await page);
  expect(view.getByText('Graduates practise computing ethically.')).toBeTruthy();
  expect(menuOutline(view.getByRole('navigation', { name: 'Related Links' }))).toContainEqual([
    '  PEOS',
    '/PEOS?id=DEP-000001',
  ]);
});
