#!/bin/sh
# `pnpm start` runs the compiled server. glibc keeps freed memory (libvips, scrypt, PGlite)
# until much of it piles up; an eager trim gives it back to the system, about 40 MB less
# resident memory after start. (Fewer malloc arenas saved more but slowed analyses by a third.)
# V8 grows its heap toward gigabytes under a burst of requests before it collects; a cap
# several times what the server uses (about 60 MB of JavaScript objects; images and rasters
# live outside this heap) makes it collect sooner and holds the peak near 300 MB. Its young
# generation grows to 3 × 16 MB under 50 connections; 4 MB semi-spaces keep it small.
# PGlite is WebAssembly: V8's optimising tier recompiles its hot functions and leaves about
# 30 MB of compiler memory behind, for no measurable gain in requests served under load.
export MALLOC_TRIM_THRESHOLD_="${MALLOC_TRIM_THRESHOLD_:-131072}"
# Stack traces name the TypeScript sources without --enable-source-maps, which would parse and
# keep every loaded module's map (sourceMappedStacks.ts reads ours when a stack is printed).
exec node --max-old-space-size=256 --max-semi-space-size=4 --liftoff-only \
  "$(dirname "$0")/../dist/main.js"
