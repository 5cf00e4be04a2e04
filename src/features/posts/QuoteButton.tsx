import { useState } from "react";
import type { PostQuote } from "../../../schemas/entities/comment.schema";
import { apiClient } from "../../../runtime/api/api-client";
import { t } from "../../../runtime/i18n/t";
import { Button } from "../../ui/Button";
import { useToast } from "../../ui/toasts/use-toast";
import { quoteNodeFrom } from "../editor";
import { commentBoxStore, type CommentBoxStore } from "./comment-box-store";

/** Props of {@link QuoteButton}. */
export interface QuoteButtonProps {
  recordType: "discussion" | "comment";
  recordID: number;
  /** The page's comment box (the app-wide one by default). */
  box?: CommentBoxStore;
}

/**
 * Quote (shell spec §6): loads the post's quote record and inserts its quote block into the page's
 * comment box, which it scrolls to. The caller shows it only to viewers who may comment.
 */
export function QuoteButton({ recordType, recordID, box = commentBoxStore }: QuoteButtonProps) {
  const [isLoading, setIsLoading] = useState(false);
  const toast = useToast();

  async function handleQuote() {
    setIsLoading(true);
    try {
      const { data } = await apiClient.get<PostQuote>(`${recordType}s/${recordID}/quote`);
      box.insert([quoteNodeFrom(data)]);
    } catch (error) {
      toast.error(error);
    } finally {
      setIsLoading(false);
    }
  }

  return (
    <Button buttonType="text" isLoading={isLoading} onClick={() => void handleQuote()}>
      {t("Quote")}
    </Button>
  );
}
