// The published @yardstick/widget bundles its workspace code; its tarball's package.json lists
// only what a site installs (React as a peer), not the workspace's build tools.
module.exports = {
  hooks: {
    beforePacking(pkg) {
      if (pkg.name !== '@yardstick/widget') return pkg;
      delete pkg.devDependencies;
      delete pkg.scripts;
      return pkg;
    },
  },
};
