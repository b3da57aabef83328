import { frontEndProject } from '../../vitest.frontEnd.ts';

export default frontEndProject({
  name: 'widget',
  configUrl: import.meta.url,
  dirs: ['src', 'build'],
  part: 'shared',
});
