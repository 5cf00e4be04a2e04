export { SignInForm } from "./SignInForm";
export { RegisterForm } from "./RegisterForm";
export { signIn, signOut, register, confirmRegistration } from "./session-api";
