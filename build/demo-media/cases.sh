#!/usr/bin/env bash
# Makes the cases' demo media (run from the repository root): card/hero images, gallery images,
# short silent video clips with posters, and sharing images. No real photos; labels only. With
# arguments (images, galleries, videos) it makes only those groups.
set -euo pipefail
ONLY=" ${*:-images galleries videos} "
wants() { [[ "$ONLY" == *" $1 "* ]]; }
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
OUT=public/media/cases
OG=public/og/cases
mkdir -p "$OUT" "$OG"

# id|colour A|colour B; each image says the case's company and industry as its file in
# data/collections/cases/ writes them, so the picture and the page (and its alt text) agree.
CASES=(
  "cph-flyt|0x1d3557|0x457b9d"
  "by-doodle-dog|0x5a3e2b|0xc08552"
  "pure-vinduespolering|0x0b525b|0x56cfe1"
  "jons-madklub|0x2d6a4f|0x95d5b2"
  "b2b-loupes|0x3a0ca3|0x7209b7"
  "veterinarian|0x264653|0x2a9d8f"
  "ovation|0x6a040f|0xe85d04"
  "fertility-clinic|0x5e548e|0xbe95c4"
)
caseField() { # id field
  node -p "require('./data/collections/cases/$1.json').$2"
}

image() { # out width height colourA colourB title subtitle size
  ffmpeg -loglevel error -y -f lavfi -i "gradients=s=$2x$3:c0=$4:c1=$5:x0=0:y0=0:x1=$2:y1=$3:nb_colors=2,format=rgb24" -frames:v 1 \
    -vf "drawbox=x=iw*0.06:y=ih*0.62:w=iw*0.3:h=4:color=white@0.8:t=fill,drawtext=fontfile=$FONT:text='$6':fontcolor=white:fontsize=$8:x=w*0.06:y=h*0.38,drawtext=fontfile=$FONT:text='$7':fontcolor=white@0.85:fontsize=$8*0.55:x=w*0.06:y=h*0.68" \
    -c:v libwebp -quality 70 "$1"
}

wants images && for row in "${CASES[@]}"; do
  IFS='|' read -r id a b <<<"$row"
  company=$(caseField "$id" company)
  industry=$(caseField "$id" industry)
  image "$OUT/$id.webp" 800 500 "$a" "$b" "$company" "$industry" 56
  ffmpeg -loglevel error -y -f lavfi -i "gradients=s=1200x630:c0=$a:c1=$b:x0=0:y0=0:x1=1200:y1=630:nb_colors=2,format=rgb24" -frames:v 1 \
    -vf "drawtext=fontfile=$FONT:text='Case':fontcolor=white@0.85:fontsize=40:x=72:y=200,drawtext=fontfile=$FONT:text='$company':fontcolor=white:fontsize=84:x=72:y=260,drawtext=fontfile=$FONT:text='$industry':fontcolor=white@0.85:fontsize=44:x=72:y=380" \
    -q:v 6 "$OG/$id.jpg"
done

# Galleries: three images each for three cases.
gallery() { # id colourA colourB label1 label2 label3
  local i=1
  for label in "$4" "$5" "$6"; do
    image "$OUT/$1-galleri-$i.webp" 800 600 "$2" "$3" "$label" "Eksempel $i" 52
    i=$((i + 1))
  done
}
if wants galleries; then
  gallery by-doodle-dog 0x5a3e2b 0xc08552 "Produktannonce" "Karruselannonce" "Kampagneside"
  gallery jons-madklub 0x2d6a4f 0x95d5b2 "Ugens menu" "Annonce i feedet" "Velkomstmail"
  gallery b2b-loupes 0x3a0ca3 0x7209b7 "Polen" "Tyskland" "Australien"
fi

# Videos: 6 s silent loops with posters.
video() { # id size colourA colourB label
  ffmpeg -loglevel error -y -f lavfi -i "gradients=s=$2:c0=$3:c1=$4:speed=0.02:nb_colors=2:duration=6:rate=24,format=yuv420p" \
    -vf "drawtext=fontfile=$FONT:text='$5':fontcolor=white:fontsize=w/9:x=(w-text_w)/2:y=(h-text_h)/2+sin(t*1.05)*h/20" \
    -an -c:v libx264 -preset veryslow -crf 34 -profile:v main -movflags +faststart "$OUT/$1.mp4"
  ffmpeg -loglevel error -y -i "$OUT/$1.mp4" -frames:v 1 -c:v libwebp -quality 70 "$OUT/$1-poster.webp"
}
if wants videos; then
  video cph-flyt 360x640 0x1d3557 0x457b9d "Flyttedag"
  video by-doodle-dog 360x640 0x5a3e2b 0xc08552 "Gåtur i parken"
  video ovation 640x360 0x6a040f 0xe85d04 "Eventaften"
fi
