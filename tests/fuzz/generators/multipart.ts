// Multipart body builders.
import fc from "fast-check";
import { PNG_3X2 } from "../../helpers/multipart";
import { hostileShortString, hostileString } from "./strings";

/** A multipart body: well-formed with hostile names and files, or broken (no boundary, wrong, truncated). */
export const multipartBody: fc.Arbitrary<{ payload: Buffer; contentType: string; variant: string }> = (() => {
  const boundary = "----plaza-fuzz-boundary";
  const fileData = fc.constantFrom(
    PNG_3X2,
    Buffer.from("\x89PNG\r\n\x1a\n", "latin1"),
    Buffer.concat([PNG_3X2.subarray(0, 16), Buffer.from([0x7f, 0xff, 0xff, 0xff, 0x7f, 0xff, 0xff, 0xff])]),
    Buffer.from([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x02]),
    Buffer.from("GIF89a", "latin1"),
    Buffer.from("RIFF\x00\x00\x00\x00WEBPVP8 ", "latin1"),
    Buffer.from("<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>"),
    Buffer.from("<html><script>alert(1)</script></html>"),
    Buffer.alloc(0),
    Buffer.alloc(1_100_000, 1),
  );
  const fileName = fc.oneof(
    fc.constantFrom(
      "a.png",
      "A.PNG",
      "x.jpg",
      "x.gif",
      "x.svg",
      "x.html",
      "../../../etc/passwd.png",
      "..\\..\\x.png",
      "a.png\u0000.html",
      "exe\u202Egnp.png",
      ".png",
      "png",
      "",
      `${"a".repeat(10_000)}.png`,
      "a\r\nContent-Type: text/html.png",
      'a".png',
      "%2e%2e%2fa.png",
      "😀.png",
    ),
    hostileShortString.map((s) => `${s}.png`),
  );
  const fieldValue = fc.oneof(
    fc.constantFrom("discussion", "comment", "1", "-1", "1e308", "0x10", ""),
    hostileString,
  );
  const part = fc.oneof(
    fc.record({
      kind: fc.constant("file" as const),
      name: fc.oneof(fc.constant("file"), hostileShortString),
      fileName,
      data: fileData,
      type: fc.constantFrom("image/png", "text/html", "", "x/y"),
    }),
    fc.record({
      kind: fc.constant("field" as const),
      name: fc.constantFrom("foreignType", "foreignID", "file", "__proto__", ""),
      value: fieldValue,
    }),
  );
  const build = (
    parts: { kind: string; name: string; fileName?: string; data?: Buffer; type?: string; value?: string }[],
    b: string,
  ) => {
    const chunks: Buffer[] = [];
    for (const p of parts) {
      const head =
        p.kind === "file"
          ? `Content-Disposition: form-data; name="${p.name}"; filename="${p.fileName}"\r\nContent-Type: ${p.type}`
          : `Content-Disposition: form-data; name="${p.name}"`;
      chunks.push(
        Buffer.from(`--${b}\r\n${head}\r\n\r\n`),
        p.kind === "file" ? p.data! : Buffer.from(p.value ?? ""),
        Buffer.from("\r\n"),
      );
    }
    chunks.push(Buffer.from(`--${b}--\r\n`));
    return Buffer.concat(chunks);
  };
  const upload = fc.record({
    kind: fc.constant("file" as const),
    name: fc.constant("file"),
    fileName: fc.constantFrom("a.png", "photo.PNG", "x.jpg", "x.gif", "notes.txt", "x.svg", "x.html"),
    data: fc.constantFrom(PNG_3X2, PNG_3X2, Buffer.from("plain text")),
    type: fc.constantFrom("image/png", "application/octet-stream"),
  });
  const uploadFields = fc.array(
    fc.record({
      kind: fc.constant("field" as const),
      name: fc.constantFrom("foreignType", "foreignID"),
      value: fc.constantFrom("discussion", "comment", "1", "12"),
    }),
    { maxLength: 2 },
  );
  return fc.oneof(
    {
      arbitrary: fc.tuple(uploadFields, upload).map(([fields, file]) => ({
        payload: build([...fields, file], boundary),
        contentType: `multipart/form-data; boundary=${boundary}`,
        variant: "multipart-upload",
      })),
      weight: 4,
    },
    fc.array(part, { minLength: 0, maxLength: 4 }).map((parts) => ({
      payload: build(parts, boundary),
      contentType: `multipart/form-data; boundary=${boundary}`,
      variant: "multipart",
    })),
    fc.array(part, { minLength: 1, maxLength: 3 }).map((parts) => ({
      payload: build(parts, boundary),
      contentType: "multipart/form-data",
      variant: "multipart-no-boundary",
    })),
    fc.array(part, { minLength: 1, maxLength: 3 }).map((parts) => ({
      payload: build(parts, boundary),
      contentType: "multipart/form-data; boundary=not-the-one",
      variant: "multipart-wrong-boundary",
    })),
    fc
      .tuple(fc.array(part, { minLength: 1, maxLength: 3 }), fc.double({ min: 0, max: 1, noNaN: true }))
      .map(([parts, cut]) => {
        const full = build(parts, boundary);
        return {
          payload: full.subarray(0, Math.floor(full.length * cut)),
          contentType: `multipart/form-data; boundary=${boundary}`,
          variant: "multipart-truncated",
        };
      }),
    fc.constantFrom(
      {
        payload: build(
          Array.from({ length: 1_000 }, () => ({ kind: "field", name: "foreignType", value: "x" })),
          boundary,
        ),
        contentType: `multipart/form-data; boundary=${boundary}`,
        variant: "multipart-many-parts",
      },
      {
        payload: Buffer.from(`--${"b".repeat(200)}\r\n\r\n--${"b".repeat(200)}--`),
        contentType: `multipart/form-data; boundary=${"b".repeat(200)}`,
        variant: "multipart-long-boundary",
      },
      {
        payload: Buffer.from(`--${boundary}\r\nX-Nothing: 1\r\n\r\nabc\r\n--${boundary}--\r\n`),
        contentType: `multipart/form-data; boundary=${boundary}`,
        variant: "multipart-no-disposition",
      },
      {
        payload: Buffer.from(""),
        contentType: `multipart/form-data; boundary=${boundary}`,
        variant: "multipart-empty",
      },
    ),
  );
})();
