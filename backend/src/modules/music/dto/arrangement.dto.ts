import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNumber, IsString, Matches, Max, Min } from 'class-validator';
import { MaxCharacters } from '../../../identity/dto/max-characters.decorator';
import { trimString } from '../../../identity/dto/trim-string';
import { LANES, type Lane, VOLUME } from '../arrangement/arrangement';
import { ADJUSTMENT_KINDS, type AdjustmentKind } from '../arrangement/arrangement-reconcile';
import { MUSIC_LIMITS } from '../music.constants';
import { NestedArray } from '../../../common/nested-array.decorator';

const CLIP_ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;
/** Beats on a timeline: 8 minutes at 180 BPM is 1,440; twice that leaves room to move clips. */
const MAX_BEAT = 2880;
const laneMessage = (field: string) => ({ message: `${field} must be one of ${LANES.join(', ')}` });

export class LaneStateDto {
  @ApiProperty({ enum: LANES })
  @IsIn(LANES, laneMessage('lanes[].lane'))
  lane!: Lane;

  @ApiProperty()
  @IsBoolean()
  muted!: boolean;

  @ApiProperty()
  @IsBoolean()
  solo!: boolean;

  @ApiProperty({ minimum: VOLUME.min, maximum: VOLUME.max, example: 1, description: 'Gain: 1 is the level the beat was rendered at' })
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(VOLUME.min)
  @Max(VOLUME.max)
  volume!: number;
}

/** A section of a lane's stem placed on the timeline; whole beats (the grid clips snap to). */
export class ClipDto {
  @ApiProperty({ pattern: CLIP_ID_PATTERN.source, example: 'drums-3' })
  @IsString()
  @Matches(CLIP_ID_PATTERN, { message: 'clips[].id must be 1 to 40 letters, digits, "_" or "-"' })
  id!: string;

  @ApiProperty({ enum: LANES })
  @IsIn(LANES, laneMessage('clips[].lane'))
  lane!: Lane;

  @ApiProperty({ maxLength: 40, example: 'Chorus 1' })
  @Transform(trimString)
  @IsString()
  @MaxCharacters(40)
  label!: string;

  @ApiProperty({ minimum: 0, maximum: MAX_BEAT, description: 'Where it plays on the timeline (beats)' })
  @IsInt()
  @Min(0)
  @Max(MAX_BEAT)
  start!: number;

  @ApiProperty({ minimum: 1, maximum: MAX_BEAT, description: 'How long it plays (beats)' })
  @IsInt()
  @Min(1)
  @Max(MAX_BEAT)
  length!: number;

  @ApiProperty({ minimum: 0, maximum: MAX_BEAT, description: "Where in the lane's stem it starts (beats)" })
  @IsInt()
  @Min(0)
  @Max(MAX_BEAT)
  offset!: number;
}

export class ArrangementDto {
  @ApiProperty({ type: [LaneStateDto], minItems: LANES.length, maxItems: LANES.length })
  @NestedArray(() => LaneStateDto, LANES.length)
  lanes!: LaneStateDto[];

  @ApiProperty({ type: [ClipDto], maxItems: MUSIC_LIMITS.clips })
  @NestedArray(() => ClipDto, MUSIC_LIMITS.clips)
  clips!: ClipDto[];
}

/** One clip a new beat changed in the kept arrangement. */
export class ArrangementAdjustmentDto {
  @ApiProperty()
  clip_id!: string;

  @ApiProperty({ enum: LANES })
  lane!: Lane;

  @ApiProperty({ enum: ADJUSTMENT_KINDS, description: 'shortened to fit the new stem, moved back onto the timeline, removed, or added (vocals)' })
  kind!: AdjustmentKind;
}

/** What the studio tells the user after a beat that kept their arrangement. */
export class ArrangementNoteDto {
  @ApiProperty({ example: 'Your arrangement was kept. 2 clips were shortened to fit the new 2:40 beat.' })
  message!: string;

  @ApiProperty({ type: [ArrangementAdjustmentDto] })
  adjustments!: ArrangementAdjustmentDto[];
}
