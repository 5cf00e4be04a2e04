// Scaffolds a typed fragment project (fragments/README.md):
//   npm run fragment:new -- <FragmentType> <name> [--dir <folder>]
import { runFragmentNew } from "../fragments/toolkit/cli";

process.exitCode = await runFragmentNew(process.argv.slice(2));
