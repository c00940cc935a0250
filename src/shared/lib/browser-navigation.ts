/** Full-page navigations (a reload to the login path, the external single sign-on form post), in one place tests can observe. */
export const browserNavigation = {
  replace(url: string): void {
    window.location.replace(url);
  },
  submitForm(form: HTMLFormElement): void {
    form.submit();
  },
};
