import { AdminUser } from '../auth/admin-user.entity';
import { Category } from '../categories/category.entity';
import { AppSetting } from '../common/app-setting.entity';
import { Guide } from '../content/guide.entity';
import { GuideTranslation } from '../content/guide-translation.entity';
import { Section } from '../content/section.entity';
import { SlugRedirect } from '../content/slug-redirect.entity';
import { Source } from '../content/source.entity';
import { Reviewer } from '../reviewers/reviewer.entity';

/** Every entity, listed explicitly so discovery works the same from ts (tests) and js (dist). */
export const ENTITIES = [AdminUser, AppSetting, Category, Guide, GuideTranslation, Section, Source, SlugRedirect, Reviewer];
