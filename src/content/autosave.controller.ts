import { Body, Controller, Delete, Get, Header, HttpCode, NotFoundException, Param, Put } from '@nestjs/common';
import type { AutosaveDto } from '../../client/src/api/types';
import { AdminOnly } from '../auth/admin-only.decorator';
import { AutosaveService } from './autosave.service';
import type { AutosaveSlot } from './autosave.repository';
import { CONTENT_MESSAGES } from './content.messages';
import { PutAutosaveDto } from './dto/autosave.dto';
import { parseGuideId } from './guide.repository';

function guideSlot(id: string, lang: string): AutosaveSlot {
  const guideId = parseGuideId(id);
  if (guideId === null || (lang !== 'how' && lang !== 'paano')) throw new NotFoundException({ detail: CONTENT_MESSAGES.notFound });
  return { guideId, lang };
}

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
  get(@Param('id') id: string, @Param('lang') lang: string): Promise<{ autosave: AutosaveDto | null }> {
    return this.autosaves.get(guideSlot(id, lang));
  }

  @Put(':id/:lang')
  @Header('Cache-Control', 'no-store')
  put(@Param('id') id: string, @Param('lang') lang: string, @Body() dto: PutAutosaveDto): Promise<{ autosave: AutosaveDto | null }> {
    return this.autosaves.put(guideSlot(id, lang), dto);
  }

  @Delete(':id/:lang')
  @HttpCode(204)
  remove(@Param('id') id: string, @Param('lang') lang: string): Promise<void> {
    return this.autosaves.remove(guideSlot(id, lang));
  }
}
