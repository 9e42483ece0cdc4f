import { Injectable } from '@nestjs/common';
import type {
  ReadersCountDto,
  ReadersGuideDto,
  ReadersGuideStatsDto,
  ReadersReportDto,
  ReadersSearchDto,
} from '../../client/src/api/types';
import { dayBefore, readerDay } from './readers-rules';
import { ReadersUpkeepService } from './readers-upkeep.service';
import { vitalsDtos } from './readers-vitals.service';
import { ReadersReportRepository, type ReportGuideRow } from './readers-report.repository';

const REPORT_LIST = 20;

/** The Readers screen and a guide's panel in the editor (issue 24): read from the roll-ups only. */
@Injectable()
export class ReadersReportService {
  constructor(
    private readonly repo: ReadersReportRepository,
    private readonly upkeep: ReadersUpkeepService,
  ) {}

  /** The Readers screen: the last `days` days, today included. */
  async report(days: number): Promise<ReadersReportDto> {
    const to = readerDay();
    const from = dayBefore(to, days - 1);
    // Not yet moved past midnight (no flush since): moved now; if that fails, the daily roll-ups answer.
    await this.upkeep.ensureWindows(to).catch(() => undefined);
    const [series, totals, guides, gaps, vitals] = await Promise.all([
      this.repo.series(from),
      this.repo.totals(from),
      this.repo.topGuides(from, to, days, REPORT_LIST),
      this.repo.searchGaps(from, REPORT_LIST),
      this.repo.vitals(from),
    ]);
    const byDay = new Map<string, { day: string; views: number; readers: number }>();
    for (let i = days - 1; i >= 0; i--) {
      const day = dayBefore(to, i);
      byDay.set(day, { day, views: 0, readers: 0 });
    }
    for (const row of series) {
      const point = byDay.get(row.day);
      if (point && row.dim === 'views') point.views += row.n;
      if (point && row.dim === 'readers') point.readers += row.n;
    }
    const dim = (name: string): ReadersCountDto[] =>
      totals
        .filter((row) => row.dim === name)
        .slice(0, REPORT_LIST)
        .map(({ key, n }) => ({ key, n }));
    const sum = (name: string) => totals.filter((row) => row.dim === name).reduce((total, row) => total + row.n, 0);
    const list = (name: string) => guides.filter((row) => row.list === name).map(guideDto);
    const gapList = (name: string): ReadersSearchDto[] =>
      gaps.filter((row) => row.list === name).map(({ query, lang, n, results }) => ({ query, lang: lang as 'en' | 'fil', n, results }));
    const all = guides.find((row) => row.list === 'total');
    const helpfulAll = { helpfulYes: all?.helpful_yes ?? 0, helpfulNo: all?.helpful_no ?? 0, affiliateClicks: all?.affiliate_clicks ?? 0 };
    return {
      days,
      from,
      to,
      series: [...byDay.values()],
      totals: { views: sum('views'), readers: sum('readers'), ...helpfulAll },
      pages: dim('views'),
      languages: dim('lang'),
      sources: dim('source'),
      devices: dim('device'),
      landings: dim('landing'),
      switches: dim('switch'),
      topGuides: list('views'),
      helpful: list('helpful'),
      affiliate: list('affiliate'),
      noResults: gapList('none'),
      otherLanguageOnly: gapList('other'),
      vitals: vitalsDtos(vitals),
    };
  }

  /** A guide's panel in the editor: views per language, helpful votes, affiliate clicks. */
  async guide(guideId: number, days: number): Promise<ReadersGuideStatsDto> {
    const rows = await this.repo.guide(guideId, dayBefore(readerDay(), days - 1));
    const of = (lang: string) => {
      const row = rows.find((r) => r.lang === lang);
      return {
        views: row?.views ?? 0,
        helpfulYes: row?.helpful_yes ?? 0,
        helpfulNo: row?.helpful_no ?? 0,
        affiliateClicks: row?.affiliate_clicks ?? 0,
      };
    };
    return { days, en: of('en'), fil: of('fil') };
  }
}

function guideDto(row: ReportGuideRow): ReadersGuideDto {
  return {
    id: row.guide_id,
    titleEn: row.title_en,
    titleFil: row.title_fil,
    viewsEn: row.views_en,
    viewsFil: row.views_fil,
    helpfulYes: row.helpful_yes,
    helpfulNo: row.helpful_no,
    affiliateClicks: row.affiliate_clicks,
  };
}
