import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const rule = require('./route-guard.cjs');

// RuleTester runs each case as a jest test (describe/it are globals here).
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

tester.run('howpaano/route-guard', rule, {
  valid: [
    { code: `@Controller('x') class A { @Public() @Get() list() {} }` },
    { code: `@Controller('x') class A { @AdminOnly() @Post() save() {} }` },
    { code: `@AdminOnly() @Controller('x') class A { @Get() list() {} @Delete(':id') remove() {} }` },
    { code: `@Public() @Controller() class A { @Get('healthz') health() {} }` },
    // Helpers without a route decorator, and classes that are not controllers, need nothing.
    { code: `@Controller('x') class A { @Public() @Get() list() {} private helper() {} }` },
    { code: `@Injectable() class S { @Get() notARoute() {} }` },
  ],
  invalid: [
    { code: `@Controller('x') class A { @Get() list() {} }`, errors: [{ messageId: 'unguarded', data: { method: 'list' } }] },
    {
      // One guarded route does not cover its neighbour.
      code: `@Controller('x') class A { @AdminOnly() @Post() save() {} @Delete(':id') remove() {} }`,
      errors: [{ messageId: 'unguarded', data: { method: 'remove' } }],
    },
    { code: `@Controller() class A { @UseGuards(X) @Head('y') head() {} }`, errors: [{ messageId: 'unguarded' }] },
  ],
});
