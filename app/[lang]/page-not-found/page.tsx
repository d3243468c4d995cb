import NotFound from '../not-found';

export { generateMetadata } from '../not-found';
export const dynamicParams = false;

export default NotFound;
