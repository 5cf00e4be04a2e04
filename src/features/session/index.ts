export { SignInForm } from "./SignInForm";
export { RegisterForm } from "./RegisterForm";
export { signIn, signOut, register } from "./session-api";
