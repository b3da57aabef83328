// `pnpm dev`: rebuilds the estimator chunks and then the loader (which names the chunks'
// content hash) whenever a source file changes; `vite build --watch` alone would leave the
// loader pointing at a chunk that no longer exists.
import { spawn } from 'node:child_process';
import { watch } from 'node:fs';

let running = false;
let again = false;

function build() {
  if (running) {
    again = true;
    return;
  }
  running = true;
  spawn('pnpm', ['run', 'build'], { stdio: 'inherit' }).on('exit', () => {
    running = false;
    if (again) {
      again = false;
      build();
    }
  });
}

build();
let timer;
watch(new URL('../src/', import.meta.url), { recursive: true }, () => {
  clearTimeout(timer);
  timer = setTimeout(build, 200);
});
