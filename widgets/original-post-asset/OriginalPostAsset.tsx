import type { OriginalPostAssetProps } from "../../schemas/widgets/original-post-asset.schema";
import { OriginalPost } from "../../src/features/posts";

/**
 * OriginalPostAsset: the discussion the server preloaded for the page. Without it (a definition
 * rendered outside a post page) there is nothing to show.
 */
export function OriginalPostAsset(props: OriginalPostAssetProps) {
  if (!props.discussion) return null;
  return <OriginalPost discussion={props.discussion} showTags={props.showTags ?? true} />;
}

export default OriginalPostAsset;
