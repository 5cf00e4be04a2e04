export { SignInForm } from "./SignInForm";
export { RegisterForm } from "./RegisterForm";
export { signIn, signOut, register, confirmRegistration } from "./session-api";
export { PasswordRequestForm } from "./PasswordRequestForm";
export { PasswordResetForm } from "./PasswordResetForm";
export { ProfileSettingsForm } from "./ProfileSettingsForm";
export { PasswordChangeForm } from "./PasswordChangeForm";
export { asApiError, readOwnAccount } from "./account-api";
export { PrivacySettingsForm } from "./PrivacySettingsForm";
