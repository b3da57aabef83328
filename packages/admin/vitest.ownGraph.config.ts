import { frontEndProject } from '../../vitest.frontEnd.ts';

export default frontEndProject({ name: 'admin', configUrl: import.meta.url, part: 'ownGraph' });
