import { frontEndProject } from '../../vitest.frontEnd.ts';

export default frontEndProject({ name: 'storefront', configUrl: import.meta.url, part: 'shared' });
