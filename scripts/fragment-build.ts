// Type-checks a fragment project, then bundles it to <folder>/dist/ for upload (fragments/README.md):
//   npm run fragment:build -- <folder>
import { runFragmentBuild } from "../fragments/toolkit/cli";

// npm runs scripts from the repository's root; paths given and printed are the caller's (INIT_CWD).
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
process.exitCode = await runFragmentBuild(process.argv.slice(2));
