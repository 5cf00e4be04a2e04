import { afterEach } from "vitest";
import { cleanup, configure } from "@testing-library/react";

// findBy and waitFor wait up to 3 s (the library's default is 1 s): on a loaded CI machine, a lazily
// loaded chunk or a first render can take longer than a second. A passing test returns as soon as
// its condition holds, so this only changes how long a failing one takes to say so.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => cleanup());

// jsdom puts its own ArrayBuffer on the global object, so a Node Buffer is no `instanceof ArrayBuffer`
// here. The API server that some tests run in this process (tests/helpers/in-process-fetch.ts) sends
// kept answers as Buffers, which Fastify recognises by that test: Node's own constructor goes back.
globalThis.ArrayBuffer = Buffer.alloc(0).buffer.constructor as ArrayBufferConstructor;
