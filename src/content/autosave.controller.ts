import { Body, Controller, Delete, Get, Header, HttpCode, NotFoundException, Param, ParseEnumPipe, Put } from '@nestjs/common';
import type { AutosaveDto } from '../../client/src/api/types';
import { AdminOnly } from '../auth/admin-only.decorator';
import { AutosaveService } from './autosave.service';
import type { AutosaveSlot } from './autosave.repository';
import { GuideId } from './content.controller';
import { CONTENT_MESSAGES } from './content.messages';
import { PutAutosaveDto } from './dto/autosave.dto';
import type { Lang } from './guide.entity';

/** The {lang} of an editor's autosave: how or paano, else a 404 like a malformed guide id. */
const LangParam = (): ParameterDecorator =>
  Param(
    'lang',
    new ParseEnumPipe(
      { how: 'how', paano: 'paano' },
      { exceptionFactory: () => new NotFoundException({ detail: CONTENT_MESSAGES.notFound }) },
    ),
  );

const NEW_GUIDE: AutosaveSlot = { guideId: null, lang: 'new' };

/** /api/autosaves/new (the create form) and /api/autosaves/{id}/{lang} (the editor): GET, PUT, DELETE. */
@AdminOnly()
@Controller('api/autosaves')
export class AutosaveController {
  constructor(private readonly autosaves: AutosaveService) {}

  @Get('new')
  @Header('Cache-Control', 'no-store')
  getNew(): Promise<{ autosave: AutosaveDto | null }> {
    return this.autosaves.get(NEW_GUIDE);
  }

  @Put('new')
  @Header('Cache-Control', 'no-store')
  putNew(@Body() dto: PutAutosaveDto): Promise<{ autosave: AutosaveDto | null }> {
    return this.autosaves.put(NEW_GUIDE, dto);
  }

  @Delete('new')
  @HttpCode(204)
  removeNew(): Promise<void> {
    return this.autosaves.remove(NEW_GUIDE);
  }

  @Get(':id/:lang')
  @Header('Cache-Control', 'no-store')
  get(@GuideId() guideId: number, @LangParam() lang: Lang): Promise<{ autosave: AutosaveDto | null }> {
    return this.autosaves.get({ guideId, lang });
  }

  @Put(':id/:lang')
  @Header('Cache-Control', 'no-store')
  put(@GuideId() guideId: number, @LangParam() lang: Lang, @Body() dto: PutAutosaveDto): Promise<{ autosave: AutosaveDto | null }> {
    return this.autosaves.put({ guideId, lang }, dto);
  }

  @Delete(':id/:lang')
  @HttpCode(204)
  remove(@GuideId() guideId: number, @LangParam() lang: Lang): Promise<void> {
    return this.autosaves.remove({ guideId, lang });
  }
}
