/** The two browser effects of the order forms, in one object so tests can watch them. */
export const browser = {
  assign(url: string) {
    window.location.assign(url);
  },
  alert(message: string) {
    window.alert(message);
  },
};
