export { PostForm, POST_TYPE_FLAG, type PostFormProps } from "./PostForm";
