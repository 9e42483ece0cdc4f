import { BadRequestException } from '@nestjs/common';
import { validateBody } from '../../common/validation';
import { READERS_MESSAGES } from '../readers.messages';
import { HelpfulVoteDto } from './helpful-vote.dto';

describe(HelpfulVoteDto.name, () => {
  const answer = async (body: Record<string, unknown>) => {
    try {
      await validateBody(HelpfulVoteDto, body);
      return null;
    } catch (error) {
      expect(error).toBeInstanceOf(BadRequestException);
      return (error as BadRequestException).getResponse();
    }
  };

  it('takes a vote that returns to a page of this site, dropping fields it does not know', async () => {
    await expect(validateBody(HelpfulVoteDto, { g: '4', l: 'en', v: 'yes', to: '/money/how-to-save', x: '1' })).resolves.toEqual({
      g: '4',
      l: 'en',
      v: 'yes',
      to: '/money/how-to-save',
    });
  });

  it('refuses, with the one sentence that says what to send, a vote elsewhere or malformed', async () => {
    const refused = { detail: READERS_MESSAGES.badVote };
    const good = { g: '4', l: 'en', v: 'yes', to: '/x' };
    expect(await answer({ ...good, to: '//evil.example' })).toEqual(refused);
    expect(await answer({ ...good, to: 'https://evil.example' })).toEqual(refused);
    expect(await answer({ ...good, to: `/${'a'.repeat(600)}` })).toEqual(refused);
    expect(await answer({ ...good, v: 'maybe' })).toEqual(refused);
    expect(await answer({ ...good, l: 'de' })).toEqual(refused);
    expect(await answer({ ...good, g: '0' })).toEqual(refused);
    expect(await answer({ ...good, g: '2147483648' })).toEqual(refused);
    expect(await answer({ ...good, g: 4 })).toEqual(refused);
    expect(await answer({})).toEqual(refused);
  });
});
