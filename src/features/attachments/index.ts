export { DiscussionAttachments } from "./DiscussionAttachments";
export { useAttachmentOptions, type AttachmentOptions } from "./use-attachment-options";
