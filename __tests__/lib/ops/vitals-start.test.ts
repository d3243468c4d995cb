import { startVitals } from '@/lib/ops/vitals-start';
import { VITALS_SAMPLE_RATE } from '@/lib/ops/vitals';

jest.mock('@/lib/ops/vitals-loading', () => ({ measure: jest.fn() }));
jest.mock('@/lib/ops/vitals-responsiveness', () => ({ measure: jest.fn() }));

const loading = jest.requireMock('@/lib/ops/vitals-loading').measure as jest.Mock;
const responsiveness = jest.requireMock('@/lib/ops/vitals-responsiveness').measure as jest.Mock;

beforeAll(() => {
  Object.defineProperty(navigator, 'sendBeacon', { value: jest.fn(), configurable: true });
});
beforeEach(() => jest.clearAllMocks());

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startVitals (one page view in ten, without waiting for React)', () => {
  it('measures loading under half the rate, responsiveness under the rate', async () => {
    startVitals(VITALS_SAMPLE_RATE / 4);
    await settle();
    expect(loading).toHaveBeenCalledTimes(1);
    expect(responsiveness).not.toHaveBeenCalled();
    startVitals(VITALS_SAMPLE_RATE * 0.75);
    await settle();
    expect(responsiveness).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing in the other nine views of ten', async () => {
    startVitals(VITALS_SAMPLE_RATE);
    startVitals(0.99);
    await settle();
    expect(loading).not.toHaveBeenCalled();
    expect(responsiveness).not.toHaveBeenCalled();
  });
});
