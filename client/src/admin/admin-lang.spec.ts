import { browserLang } from './admin-lang';

describe("the sign-in page's language before there is an owner", () => {
  it("follows the browser's first language that the admin speaks", () => {
    expect(browserLang(['fil-PH', 'en-US'])).toBe('fil');
    expect(browserLang(['tl', 'en'])).toBe('fil');
    expect(browserLang(['en-PH', 'fil'])).toBe('en');
    expect(browserLang(['ja', 'fil'])).toBe('fil');
    expect(browserLang(['ja'])).toBe('en');
    expect(browserLang([])).toBe('en');
  });
});
