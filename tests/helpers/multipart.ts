/** A real 3x2 RGB PNG. */
export const PNG_3X2 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAAC0lEQVR4nGNgwAQAABQAAX3+Hu4AAAAASUVORK5CYII=",
  "base64",
);

/** One part of a form: a text field or a file. */
export type Part =
  { name: string; value: string } | { name: string; fileName: string; data: Buffer; type?: string };

/** A multipart/form-data body as a browser's FormData would send it, with the write-call headers. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = "----plaza-test-boundary";
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      "fileName" in part
        ? `Content-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: ${part.type ?? "application/octet-stream"}`
        : `Content-Disposition: form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`));
    chunks.push("fileName" in part ? part.data : Buffer.from(part.value));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: {
      "content-type": `multipart/form-data; boundary=${boundary}`,
      "x-requested-with": "XMLHttpRequest",
    },
  };
}
