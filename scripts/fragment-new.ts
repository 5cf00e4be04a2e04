// Scaffolds a typed fragment project (fragments/README.md):
//   npm run fragment:new -- <FragmentType> <name> [--dir <folder>]
import { runFragmentNew } from "../fragments/toolkit/cli";

// npm runs scripts from the repository's root; paths given and printed are the caller's (INIT_CWD).
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
process.exitCode = await runFragmentNew(process.argv.slice(2));
