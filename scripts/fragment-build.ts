// Type-checks a fragment project, then bundles it to <folder>/dist/ for upload (fragments/README.md):
//   npm run fragment:build -- <folder>
import { runFragmentBuild } from "../fragments/toolkit/cli";

process.exitCode = await runFragmentBuild(process.argv.slice(2));
