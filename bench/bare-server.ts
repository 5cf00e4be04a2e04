// The bare Fastify server of the HTTP load benches (bench/http-load.ts `startBare`): `GET /bare/<n>`
// answers the n-th of the answers in the JSON file PLAZA_BARE_ANSWERS, byte for byte, compressed with
// Plaza's own settings. Nothing else runs per request: it is the ceiling Plaza is compared with.
import fs from "node:fs";
import Fastify from "fastify";
import compress from "@fastify/compress";
import { compressionOptions } from "../server/http/compression";
import type { BareAnswer } from "./http-load";

const answers = JSON.parse(fs.readFileSync(process.env.PLAZA_BARE_ANSWERS ?? "", "utf8")) as BareAnswer[];
const app = Fastify();
await app.register(compress, compressionOptions);
app.get<{ Params: { n: string } }>("/bare/:n", (request, reply) => {
  const answer = answers[Number(request.params.n)];
  if (!answer) return reply.status(404).send();
  return reply.status(answer.status).type(answer.contentType).send(answer.body);
});
await app.listen({ host: "127.0.0.1", port: Number(process.env.PLAZA_BARE_PORT) });
console.log("bare ready");
