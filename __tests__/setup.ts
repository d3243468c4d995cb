import '@testing-library/jest-dom';
import { setPageLanguage } from './support/root-params';

// Each test renders English pages unless it asks for another language.
afterEach(() => setPageLanguage('en'));
