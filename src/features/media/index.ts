export { uploadFile, type UploadFileOptions } from "./upload-file";
export { checkUpload, type UploadLimits } from "./check-upload";
export { useUploadLimits } from "./use-upload-limits";
