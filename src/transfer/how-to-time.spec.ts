import { howToTotalTime } from './how-to-time';

describe(howToTotalTime.name, () => {
  const rendered = (time: string) =>
    `<div class="schema-how-to wp-block-yoast-how-to-block"><p class="schema-how-to-total-time"><span class="schema-how-to-duration-time-text">Time needed:&nbsp;</span>${time} </p></div>`;

  it("reads the block's attributes (days, hours and minutes as typed text)", () => {
    const html = `<!-- wp:yoast/how-to-block {"hasDuration":true,"days":"","hours":"1","minutes":"30","steps":[]} -->${rendered('1 hour and 30 minutes.')}<!-- /wp:yoast/how-to-block -->`;
    expect(howToTotalTime(html)).toEqual({ time_minutes: 90 });
  });

  it('gives nothing when the block shows no time (hasDuration false or absent, or all zero)', () => {
    expect(howToTotalTime('<!-- wp:yoast/how-to-block {"hasDuration":false,"hours":"2"} --><div></div>')).toBeNull();
    expect(howToTotalTime('<!-- wp:yoast/how-to-block {"steps":[]} --><div></div>')).toBeNull();
    expect(howToTotalTime('<!-- wp:yoast/how-to-block {"hasDuration":true,"days":"0","hours":"","minutes":"0"} -->')).toBeNull();
    expect(howToTotalTime('<p>Time needed: 2 hours</p>')).toBeNull();
  });

  it('reads the rendered "Time needed" line of a post whose block comments were stripped', () => {
    expect(howToTotalTime(rendered('1 day, 2 hours and 30 minutes.'))).toEqual({ time_minutes: 1590 });
    expect(howToTotalTime(rendered('45 minutes.'))).toEqual({ time_minutes: 45 });
  });
});
