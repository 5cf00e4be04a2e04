import { useLocation, useSearch } from "wouter";
import { parseCreatePostLocation } from "../../runtime/url/create-post-location";
import type { CreatePostFormAssetProps } from "../../schemas/widgets/create-post-form-asset.schema";
import { PostForm } from "../../src/features/post-form";

/**
 * CreatePostFormAsset: the discussion form for the page's create or edit location. The server
 * fills `location`; without it (a layout previewed elsewhere) the current path is parsed.
 */
export function CreatePostFormAsset(props: CreatePostFormAssetProps) {
  const [pathname] = useLocation();
  const search = useSearch();
  const location = props.location ?? parseCreatePostLocation(pathname, search);
  return <PostForm location={location} category={props.category} tags={props.tags} post={props.post} />;
}

export default CreatePostFormAsset;
