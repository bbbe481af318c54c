import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AcademyController } from './academy.controller';
import { AcademyService } from './academy.service';
import { AcademyWaitlistEntry } from './entities/academy-waitlist-entry.entity';

/** Area `academy`: the launch waitlist behind "Notify Me". */
@Module({
  imports: [TypeOrmModule.forFeature([AcademyWaitlistEntry])],
  controllers: [AcademyController],
  providers: [AcademyService],
})
export class AcademyModule {}
