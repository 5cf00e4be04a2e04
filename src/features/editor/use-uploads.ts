import { useCallback, useEffect, useRef, useState } from "react";
import type { Editor } from "slate";
import { DEFAULT_API_ERROR_MESSAGE } from "../../../runtime/api/api-error";
import { checkUpload, uploadFile, useUploadLimits } from "../media";
import { insertBlockAtSelection } from "./insert-blocks";
import { mediaNodeFrom } from "./media-node";

/** An upload under way, for its progress indicator. */
export interface UploadProgress {
  id: number;
  name: string;
  /** Fraction sent, from 0 to 1. */
  fraction: number;
}

/** What {@link useUploads} gives the editor. */
export interface UploadsState {
  uploads: UploadProgress[];
  errors: string[];
  uploadFiles(files: File[]): void;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === "AbortError";
}

/**
 * Uploads chosen, dropped or pasted files through POST /media and inserts an image or file block
 * for each. The size and extension are checked first with the spec's messages (content spec §5, §8);
 * a refused upload shows the server's message. Uploads still running are aborted on unmount.
 */
export function useUploads(editor: Editor): UploadsState {
  const limits = useUploadLimits();
  const [uploads, setUploads] = useState<UploadProgress[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const nextID = useRef(0);
  const controllers = useRef(new Set<AbortController>());

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const uploadOne = useCallback(
    (file: File) => {
      const id = ++nextID.current;
      const controller = new AbortController();
      controllers.current.add(controller);
      setUploads((list) => [...list, { id, name: file.name, fraction: 0 }]);
      const onProgress = (fraction: number) =>
        setUploads((list) => list.map((item) => (item.id === id ? { ...item, fraction } : item)));
      uploadFile(file, { onProgress, signal: controller.signal })
        .then((media) => insertBlockAtSelection(editor, mediaNodeFrom(media)))
        .catch((error: unknown) => {
          if (isAbort(error)) return;
          const message = error instanceof Error && error.message ? error.message : DEFAULT_API_ERROR_MESSAGE;
          setErrors((list) => [...list, message]);
        })
        .finally(() => {
          controllers.current.delete(controller);
          setUploads((list) => list.filter((item) => item.id !== id));
        });
    },
    [editor],
  );

  const uploadFiles = useCallback(
    (files: File[]) => {
      const problems: string[] = [];
      for (const file of files) {
        const problem = checkUpload(file, limits);
        if (problem) problems.push(problem);
        else uploadOne(file);
      }
      setErrors(problems);
    },
    [limits, uploadOne],
  );

  return { uploads, errors, uploadFiles };
}
